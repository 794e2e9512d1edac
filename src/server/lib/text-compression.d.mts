export declare function compressVariants(contents: Buffer): Promise<{ br: Buffer; gz: Buffer }>;
