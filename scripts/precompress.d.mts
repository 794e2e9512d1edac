export declare const compressibleExtensions: string[];
export declare function precompressDirectory(
  dir: string,
): Promise<{ files: number; identity: number; br: number; gzip: number }>;
