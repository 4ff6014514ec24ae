// The snake's cubes, elastic, floor and shadows: a colour lit by one sun from above and a
// sky that is brighter overhead, computed per pixel from the surface's direction.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

#ifdef SRGB_OUTPUT
#import bevy_render::color_operations::linear_to_srgb
#endif

struct Wood {
    colour: vec4<f32>,
    // x: 1 for a lit surface, 0 for a flat colour (the shadows).
    lit: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> wood: Wood;

// Towards the sun (the same as `scene::SUN`).
const SUN: vec3<f32> = vec3<f32>(8.0, 20.0, 12.0);

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let normal = normalize(mesh.world_normal);
    let sun = max(dot(normal, normalize(SUN)), 0.0);
    let sky = 0.5 + 0.5 * normal.y;
    let light = mix(1.0, 0.28 + 0.22 * sky + 0.75 * sun, wood.lit.x);
    var colour = vec4<f32>(wood.colour.rgb * light, wood.colour.a);
#ifdef SRGB_OUTPUT
    colour = vec4<f32>(linear_to_srgb(colour.rgb), colour.a);
#endif
    return colour;
}
