// The part of jsdom 29 the sanitizer uses (jsdom ships no types; @types/jsdom stops at 28).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
