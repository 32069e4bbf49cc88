import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { errorOf, fixture, linesOf } from './statement-test-helpers';

describe('parseStatement: OFX', () => {
  it('reads OFX 1.x SGML (unclosed leaf elements)', () => {
    const result = parseStatement(fixture('statement.ofx'), 'statement.ofx');
    expect(result).toEqual({
      kind: 'parsed',
      format: 'ofx',
      lines: [
        { date: '2026-11-01', description: 'R DAVIES R7K3F9QX', amount: 95000, externalId: '202611010001' },
        { date: '2026-11-03', description: 'B&Q CARDIFF', amount: -4250, externalId: '202611030001' },
        {
          date: '2026-11-05',
          description: 'G JONES RENT P4M8-XQ2Z',
          amount: 87500,
          externalId: '202611050001',
        },
      ],
    });
  });

  it('reads OFX 2.x XML, on one line or many', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STMTRS><CURDEF>GBP</CURDEF><BANKTRANLIST>
<DTSTART>20261101</DTSTART><DTEND>20261130</DTEND>
<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261102093000.000[0:GMT]</DTPOSTED><TRNAMT>950.00</TRNAMT><FITID>TX-0001</FITID><NAME>R DAVIES &amp; CO</NAME><MEMO>r7k3 f9qx</MEMO></STMTTRN>
<STMTTRN>
  <TRNTYPE>DEBIT</TRNTYPE>
  <DTPOSTED>20261104</DTPOSTED>
  <TRNAMT>-3.50</TRNAMT>
  <FITID>TX-0002</FITID>
  <NAME><![CDATA[COFFEE <CARDIFF>]]></NAME>
</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(parseStatement(Buffer.from(xml), 'download.qfx')).toEqual({
      kind: 'parsed',
      format: 'ofx',
      lines: [
        { date: '2026-11-02', description: 'R DAVIES & CO r7k3 f9qx', amount: 95000, externalId: 'TX-0001' },
        { date: '2026-11-04', description: 'COFFEE <CARDIFF>', amount: -350, externalId: 'TX-0002' },
      ],
    });
  });

  it('names the line of an OFX transaction with a bad date', () => {
    const text = fixture('statement.ofx')
      .toString('utf8')
      .replace('<DTPOSTED>20261103', '<DTPOSTED>20261303');
    expect(errorOf(() => parseStatement(Buffer.from(text), 'statement.ofx')).message).toBe(
      'Line 49: the date "20261303" is not a date we can read.',
    );
  });

  it('names a missing or unreadable amount, and survives a transaction left unclosed', () => {
    const open = (amount: string) =>
      Buffer.from(
        `OFXHEADER:100\n<OFX>\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20261101\n${amount}\n<FITID>1\n<STMTTRN>\n<DTPOSTED>20261102\n<TRNAMT>5.00\n<FITID>2\n</STMTTRN>\n</BANKTRANLIST>\n</OFX>\n`,
      );
    expect(errorOf(() => parseStatement(open('<TRNAMT>ten pounds'), 'x.ofx')).message).toBe(
      'Line 6: the amount "ten pounds" is not an amount we can read.',
    );
    expect(errorOf(() => parseStatement(open(''), 'x.ofx')).message).toBe('Line 4: the amount is missing.');
    const lines = linesOf(parseStatement(open('<TRNAMT>950.00'), 'x.ofx'));
    expect(lines.map((line) => [line.externalId, line.amount])).toEqual([
      ['1', 95000],
      ['2', 500],
    ]);
  });
});
