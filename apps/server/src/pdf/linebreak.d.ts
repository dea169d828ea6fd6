/** The Unicode line breaking algorithm (UAX #14) that pdfkit breaks its lines with. */
declare module 'linebreak' {
  interface Break {
    /** The break comes before the character at this index (UTF-16). */
    position: number;
    /** A break that must be taken, as after a line separator. */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
