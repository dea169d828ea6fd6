import { PDFParse } from 'pdf-parse';

/** A PDF's text as its reader sees it, with every run of white space one space. */
export async function pdfText(file: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(file) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
