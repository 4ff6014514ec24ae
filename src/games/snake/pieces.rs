//! The chain on screen: its cubes and the elastics between them, and where a fold's point is
//! in the world. The scene spawns them; a swing moves them.

use bevy::prelude::*;
use puzzles::snake::Point;

/// The visible size of a cube (a little gap shows the elastic between cubes).
pub const CUBE: f32 = 0.9;

/// A cube of the chain, by its place along the chain (from 0).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChainCube(pub usize);

/// The elastic between cube `k` and cube `k + 1`.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Elastic(pub usize);

/// A fold's point as a position in the world.
pub fn world(p: Point) -> Vec3 {
    Vec3::new(p[0] as f32, p[1] as f32, p[2] as f32)
}
