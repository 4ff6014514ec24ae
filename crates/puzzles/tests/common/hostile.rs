//! Hostile values for what enters from outside: the values hard on a field, and a JSON value
//! with one of its places replaced. Shared by the core's door tests and the game's save tests.

use serde_json::{Value, json};

/// Values that are hard on a move's fields: the edges of every integer type, negatives,
/// fractions, and values of other types.
pub fn edges() -> Vec<Value> {
    vec![
        json!(0),
        json!(1),
        json!(2),
        json!(3),
        json!(4),
        json!(5),
        json!(7),
        json!(8),
        json!(16),
        json!(64),
        json!(255),
        json!(256),
        json!(65_535),
        json!(65_536),
        json!(2_147_483_647u64),
        json!(2_147_483_648u64),
        json!(4_294_967_295u64),
        json!(4_294_967_296u64),
        json!(9_007_199_254_740_993u64),
        json!(9_223_372_036_854_775_807u64),
        json!(9_223_372_036_854_775_808u64),
        json!(u64::MAX),
        json!(-1),
        json!(-2_147_483_648i64),
        json!(i64::MIN),
        json!(0.5),
        json!(1e300),
        json!(null),
        json!(""),
        json!("up"),
        json!(true),
        json!([]),
        json!({}),
    ]
}

/// The places in a JSON value a hostile value can go: every leaf, and every value of an array
/// or an object.
pub fn places(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(places).sum::<usize>(),
        Value::Object(fields) => 1 + fields.values().map(places).sum::<usize>(),
        _ => 1,
    }
}

/// `value` with the place numbered `at` (in the order [`places`] counts them) replaced.
pub fn replaced(value: &Value, mut at: usize, with: &Value) -> Value {
    fn walk(value: &Value, at: &mut usize, with: &Value) -> Value {
        if *at == 0 {
            *at = usize::MAX;
            return with.clone();
        }
        *at = at.saturating_sub(1);
        match value {
            Value::Array(items) => Value::Array(items.iter().map(|v| walk(v, at, with)).collect()),
            Value::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (k.clone(), walk(v, at, with)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }
    walk(value, &mut at, with)
}
