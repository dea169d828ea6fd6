import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.ts';
import { demoNamesInLanguages } from './demo-names-in-languages.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const rows = demoCatalogue(300, { now: NOW });
const TAMIL = /^[\u0B80-\u0BFF]+(?: [\u0B80-\u0BFF]+)*$/;
const DEVANAGARI = /^[\u0900-\u097F]+(?: [\u0900-\u097F]+)*$/;

function byId(id: number) {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no piece ${id}`);
  return row;
}

/** The catalogue without its Tamil and Hindi names, as one fingerprint. */
function fingerprintWithoutNames(count: number): string {
  const stripped = demoCatalogue(count, { now: NOW }).map(({ nameTa: _ta, nameHi: _hi, ...rest }) => rest);
  return createHash('sha256').update(JSON.stringify(stripped)).digest('hex');
}

describe('demo names in Tamil and Hindi', () => {
  it('gives every piece a Tamil name in Tamil script and a Hindi one in Devanagari', () => {
    expect(rows).toHaveLength(308);
    for (const row of rows) {
      expect(row.nameTa, `#${row.id} ${row.name}`).toMatch(TAMIL);
      expect(row.nameHi, `#${row.id} ${row.name}`).toMatch(DEVANAGARI);
    }
  });

  it('names pieces of the default catalogue as a shop would', () => {
    expect(byId(1)).toMatchObject({
      name: 'Name Engraved Band',
      nameTa: 'பெயர் பொறித்த வெள்ளி மோதிரம்',
      nameHi: 'नाम खुदी चाँदी की अंगूठी',
    });
    expect(byId(79)).toMatchObject({
      nameTa: 'பெயர் பொறித்த தங்கப் பதக்கம்',
      nameHi: 'नाम खुदा सोने का पेंडेंट',
    });
    expect(byId(84)).toMatchObject({
      nameTa: 'குழந்தைகளுக்கான வெள்ளிக் கொலுசு',
      nameHi: 'बच्चों की चाँदी की पायल',
    });
    expect(byId(133)).toMatchObject({
      nameTa: 'ஆண்களுக்கான தங்கக் காப்பு',
      nameHi: 'पुरुषों का सोने का कड़ा',
    });
    expect(byId(507)).toMatchObject({
      name: 'Ruby Heart Silver Pendant',
      nameTa: 'மாணிக்கக் கல் இதய வெள்ளிப் பதக்கம்',
      nameHi: 'माणिक जड़ा दिल वाला चाँदी का पेंडेंट',
    });
  });

  it('agrees in gender and number in Hindi and doubles hard consonants in Tamil', () => {
    const plain = { people: 'women', customizationTypes: [], category: '' } as const;
    expect(demoNamesInLanguages({ ...plain, itemType: 'ring', material: 'Silver' })).toEqual({
      nameTa: 'வெள்ளி மோதிரம்',
      nameHi: 'चाँदी की अंगूठी',
    });
    expect(demoNamesInLanguages({ ...plain, itemType: 'pendant', material: 'Gold', stone: 'ruby' })).toEqual({
      nameTa: 'மாணிக்கக் கல் தங்கப் பதக்கம்',
      nameHi: 'माणिक जड़ा सोने का पेंडेंट',
    });
    expect(demoNamesInLanguages({ ...plain, itemType: 'stud', material: 'Gold', stone: 'cz' })).toEqual({
      nameTa: 'கல் பதித்த தங்கத் தோடு',
      nameHi: 'नग जड़े सोने के टॉप्स',
    });
    expect(demoNamesInLanguages({ ...plain, itemType: 'chain', material: 'Silver' })).toEqual({
      nameTa: 'வெள்ளிச் சங்கிலி',
      nameHi: 'चाँदी की चेन',
    });
    expect(
      demoNamesInLanguages({
        itemType: 'ring',
        people: 'couples',
        material: 'Gold',
        customizationTypes: ['engraving'],
        category: 'Wedding',
      }),
    ).toEqual({
      nameTa: 'பெயர் பொறித்த திருமணத் தங்க ஜோடி மோதிரங்கள்',
      nameHi: 'शादी के लिए नाम खुदी सोने की कपल अंगूठियाँ',
    });
    expect(
      demoNamesInLanguages({
        itemType: 'ring',
        people: 'couples',
        material: 'Gold',
        customizationTypes: [],
        category: 'Promise',
      }).nameTa,
    ).toBe('காதல் தங்க ஜோடி மோதிரங்கள்');
  });

  it('leaves the English names and every other column as they were', () => {
    // Fingerprints of the catalogue before pieces had Tamil and Hindi names.
    expect(fingerprintWithoutNames(300)).toBe(
      'd528e2bfdcb0bffcf83d86118b2e0c7c13714db6b33e56c55818e0993b116c19',
    );
    expect(fingerprintWithoutNames(2000)).toBe(
      '7541d9313fa9af2c446ac4a43a3ee6d32efa8d978d8c6e5b4bd5e7e08bc55fef',
    );
  });
});
