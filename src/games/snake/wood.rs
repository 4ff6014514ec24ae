//! What the snake's scene is painted with: a colour lit by a sun and the sky, worked out per
//! pixel (`wood.wgsl`). The scene is drawn by the same 2D renderer as the other puzzles, seen
//! through a perspective camera, so the game needs no 3D lighting engine.

use bevy::asset::{embedded_asset, embedded_path};
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::render::{RenderApp, render_asset::RenderAssets, texture::GpuImage};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dPlugin};

/// A surface of the snake's scene.
#[derive(Asset, AsBindGroup, TypePath, Debug, Clone)]
#[uniform(0, WoodUniform)]
pub struct Wood {
    pub colour: Color,
    /// Lit by the sun and the sky, or one flat colour (a shadow).
    pub lit: bool,
    /// See-through (a cube outside the box).
    pub see_through: bool,
}

impl Wood {
    /// A lit, solid surface of this colour.
    pub fn lit(colour: Color) -> Self {
        Self {
            colour,
            lit: true,
            see_through: false,
        }
    }
}

/// What the shader reads.
#[derive(Clone, Default, ShaderType)]
pub struct WoodUniform {
    pub colour: Vec4,
    pub lit: Vec4,
}

impl bevy::render::render_resource::AsBindGroupShaderType<WoodUniform> for Wood {
    fn as_bind_group_shader_type(&self, _images: &RenderAssets<GpuImage>) -> WoodUniform {
        WoodUniform {
            colour: LinearRgba::from(self.colour).to_vec4(),
            lit: Vec4::new(if self.lit { 1.0 } else { 0.0 }, 0.0, 0.0, 0.0),
        }
    }
}

impl Material2d for Wood {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            bevy::asset::AssetPath::from_path_buf(embedded_path!("wood.wgsl"))
                .with_source("embedded"),
        )
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        if self.see_through {
            AlphaMode2d::Blend
        } else {
            AlphaMode2d::Opaque
        }
    }
}

pub fn plugin(app: &mut App) {
    if app.get_sub_app(RenderApp).is_some() {
        embedded_asset!(app, "wood.wgsl");
        app.add_plugins(Material2dPlugin::<Wood>::default());
    } else {
        // Without a renderer (the tests) the materials are kept all the same.
        app.init_asset::<Wood>();
    }
}
