declare module 'virtual:api-types' {
  /** The package's exported interfaces and type aliases by name (.storybook/api-types-plugin.ts), as `ApiType`s. */
  const types: Record<string, unknown>;
  export default types;
}
