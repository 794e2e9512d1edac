// `npm run build:wasm`: compiles the engine's WebAssembly sources (*.wat) to the binaries committed beside them
// (*.wasm), so that `npm start` needs no compiler. A test compiles them again and checks they match.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The WebAssembly sources of the product. */
export const wasmSources = ['src/server/features/assistant/engine/wasm/dots.wat'].map((file) => path.join(root, file));

/** A source's binary, as `npm run build:wasm` writes it. */
export async function compileWat(file: string): Promise<Uint8Array> {
  const tools = await wabt();
  const module = tools.parseWat(path.basename(file), readFileSync(file, 'utf8'), { simd: true });
  try {
    module.validate();
    return module.toBinary({ write_debug_names: false }).buffer;
  } finally {
    module.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const source of wasmSources) {
    const binary = await compileWat(source);
    const target = source.replace(/\.wat$/, '.wasm');
    writeFileSync(target, binary);
    console.log(`${path.relative(root, target)}: ${binary.length} bytes`);
  }
}
