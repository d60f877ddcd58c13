// examples/jest-shop/jest.config.js
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, Request and Response (MSW's advice): all that react-address-entry asks of Jest.
  testEnvironment: 'jest-fixed-jsdom',
  // MSW's own: its dependency until-async is an ES module, which Babel compiles for Jest.
  transformIgnorePatterns: ['/node_modules/(?!until-async/)'],
};
