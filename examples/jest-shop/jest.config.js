// examples/jest-shop/jest.config.js
/** @type {import('jest').Config} */
export default {
  // jsdom with Node's fetch, Request and Response (MSW's advice): all that react-address-entry asks of Jest.
  testEnvironment: 'jest-fixed-jsdom',
  // Babel for ES module files too (`.mjs`), which MSW's own list below needs.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  // MSW's own: its dependencies that are ES modules only (until-async, and the `.mjs` of rettime and deferred-promise).
  transformIgnorePatterns: ['/node_modules/(?!(until-async/|.+\\.mjs$))'],
};
