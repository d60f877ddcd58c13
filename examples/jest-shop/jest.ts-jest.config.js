// examples/jest-shop/jest.ts-jest.config.js
/** @type {import('jest').Config} */
export default {
  // jsdom with Node's fetch, Request and Response (MSW's advice): all that react-address-entry asks of Jest.
  testEnvironment: 'jest-fixed-jsdom',
  // ts-jest for the shop's TypeScript, and for the ES module files below (`allowJs`): CommonJS for Jest.
  transform: { '\\.[cm]?[jt]sx?$': ['ts-jest', { tsconfig: { allowJs: true } }] },
  // MSW's own: its dependencies that are ES modules only (until-async, and the `.mjs` of rettime and deferred-promise).
  transformIgnorePatterns: ['/node_modules/(?!(until-async/|.+\\.mjs$))'],
};
