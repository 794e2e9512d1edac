export declare const compressibleExtensions: string[];
export declare function compressVariants(contents: Buffer): Promise<{ br: Buffer; gz: Buffer }>;
export declare function precompressDirectory(
  dir: string,
): Promise<{ files: number; identity: number; br: number; gzip: number }>;
