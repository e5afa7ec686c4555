// Style sheets are a bundler concern: tests that render components import them as nothing.
module.exports = {};
