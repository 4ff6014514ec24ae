//! The command line, run as a user would: exit codes, JSON, errors that name the place. One
//! test binary, one module per part.

mod harness;

mod commands;
mod daily;
mod hardening;
mod kodable;
mod many;
mod progress;
