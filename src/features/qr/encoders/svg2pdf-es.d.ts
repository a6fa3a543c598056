// svg2pdf.js's `main` is a UMD file in a "type": "module" package, which Node cannot load (its
// `exports` is undefined there), so the unit tests would fail to import it; its ES build, which
// bundlers pick for browsers anyway, loads everywhere. It has the package's own types.
declare module 'svg2pdf.js/dist/svg2pdf.es.min.js' {
  export { svg2pdf } from 'svg2pdf.js'
}
