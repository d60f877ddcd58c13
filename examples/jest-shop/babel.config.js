// examples/jest-shop/babel.config.js
// The shop's Babel setup, which Jest's babel-jest reads: TypeScript and JSX to CommonJS for the Node that runs Jest.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
};
