export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function playwrightChromium(): string | undefined;
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
export declare const MISSING_CHROMIUM_HELP: string;
