// The WebP decoder's WebAssembly, imported as its bytes: esbuild's binary loader (serverless.yml
// custom.esbuild.loader) bundles it; in tests a Vite plugin in vitest.config.ts does the same.
declare module "@jsquash/webp/codec/dec/webp_dec.wasm" {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}

// The package types its Emscripten factory against a namespace it does not export; what we use.
declare module "@jsquash/webp/codec/dec/webp_dec.js" {
  interface WebpDecoder {
    decode(data: Uint8Array): ImageData | null;
  }
  interface Options {
    noInitialRun: boolean;
    instantiateWasm(
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance) => void,
    ): WebAssembly.Exports;
  }
  const factory: (options: Options) => Promise<WebpDecoder>;
  export default factory;
}
