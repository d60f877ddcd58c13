// examples/jest-shop/jest.config.js
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, Request and Response (MSW's advice): all that react-address-entry asks of Jest.
  testEnvironment: 'jest-fixed-jsdom',
  // MSW's own: since 2.13 it loads dependencies that are ES modules only (.mjs), which Babel compiles for Jest.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
};
