export declare const fullChromium: string;
export declare const headlessShell: string;
export declare const chromiumFlags: string[];
export declare function chromiumPath(options?: { full?: boolean }): string;
