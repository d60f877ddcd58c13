// examples/jest-shop/babel.config.cjs
// The shop's Babel setup, which Jest's babel-jest reads: TypeScript and JSX to CommonJS for the Node that runs Jest.
// `.cjs`: the app is "type": "module", and babel-jest reads its configuration synchronously, which an ES module's is not.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
};
