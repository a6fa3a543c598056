// The part of SaxonJS the e-invoice tests call (the package ships no types).
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetText: string
    sourceText: string
    destination: 'serialized'
  }
  const SaxonJS: { transform(options: TransformOptions, mode: 'sync'): { principalResult: string } }
  export default SaxonJS
}
