import { describe, expect, it } from 'vitest';
import {
  businessNumberKind,
  checkFiles,
  contentMatchesExtension,
  detectContent,
  extensionParts,
  fileNameViolation,
  fileRulesFromRow,
  acceptedExtensions,
  fileExtension,
  isCorporateNumber,
} from '../src/index.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('extensionParts', () => {
  it.each([
    ['report.pdf', ['pdf']],
    ['Report.PHP.jpg', ['php', 'jpg']],
    ['x.php.', ['php']],
    ['x.php. . ', ['php']],
    ['x.php%00.jpg', ['php', 'jpg']],
    ['x.php\u0000.jpg', ['php', 'jpg']],
    ['x.asp::$DATA', ['asp']],
    ['../../etc/passwd', []],
    ['C:\\temp\\a.tar.gz', ['tar', 'gz']],
    ['noext', []],
  ])('%s → %j', (name, parts) => expect(extensionParts(name)).toEqual(parts));
});

describe('fileNameViolation', () => {
  it.each(['x.php.jpg', 'x.PHP', 'x.php.', 'x.php%00.jpg', 'a.JsP', 'setup.exe', 'a.html.png'])(
    'refuses %s with PICMCM0011 naming the blocked part',
    (name) => {
      const v = fileNameViolation(name, 'image');
      expect(v?.code).toBe('PICMCM0011');
      expect(['php', 'jsp', 'exe', 'html']).toContain(v?.params.extension);
    },
  );
  it('accepts listed extensions in any case and refuses unlisted ones', () => {
    expect(fileNameViolation('photo.JPG', 'image')).toBeNull();
    expect(fileNameViolation('sheet.xlsx', 'excel')).toBeNull();
    expect(fileNameViolation('sheet.xlsx', 'image')).toEqual({ code: 'PICMCM0011', params: { extension: 'xlsx' } });
    expect(fileNameViolation('README', ['txt'])).toEqual({ code: 'PICMCM0011', params: { extension: 'README' } });
    expect(fileNameViolation('a.hwp')).toBeNull();
  });
});

describe('checkFiles', () => {
  const MB = 1024 * 1024;
  it('reports the spec codes in order and keeps refused files out of the total', () => {
    const result = checkFiles(
      [
        { name: 'a.pdf', size: 100 },
        { name: 'A.PDF', size: 100 },
        { name: 'b.exe', size: 100 },
        { name: 'c.pdf', size: 0 },
        { name: 'd.pdf', size: 6 * MB },
        { name: 'e.pdf', size: 4 * MB },
        { name: 'f.pdf', size: 4 * MB },
        { name: 'g.pdf', size: 2 * MB },
      ],
      [{ name: 'old.pdf', size: 1 * MB }],
    );
    expect([...result.entries()].map(([i, v]) => [i, v.code])).toEqual([
      [1, 'PICMCM0025'],
      [2, 'PICMCM0011'],
      [3, 'ACMCM0119'],
      [4, 'ACMCM0024'],
      [7, 'ASRTR0022'],
    ]);
    expect(result.get(4)?.params).toEqual({ max: { bytes: 5 * MB } });
  });
  it('names duplicates of files already in the list', () => {
    expect(checkFiles([{ name: 'old.pdf', size: 1 }], [{ name: 'old.pdf', size: 1 }]).get(0)?.code).toBe('PICMCM0025');
  });
});

describe('fileRulesFromRow', () => {
  it('reads extensions and MB limits, keeping defaults for blanks', () => {
    expect(fileRulesFromRow({ cd: 'X', usePsDefCn1: '.PDF, png', usePsDefCn2: '2', usePsDefCn3: '' })).toEqual({
      accept: ['pdf', 'png'],
      maxFileBytes: 2 * 1024 * 1024,
    });
    expect(fileRulesFromRow({ cd: 'X', usePsDefCn1: 'excel', usePsDefCn3: '20' })).toEqual({
      accept: 'excel',
      maxTotalBytes: 20 * 1024 * 1024,
    });
    expect(fileRulesFromRow({ cd: 'X', usePsDefCn2: 'abc' })).toEqual({});
  });
});

describe('detectContent and contentMatchesExtension', () => {
  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    [ascii('GIF89a'), 'gif'],
    [ascii('%PDF-1.7'), 'pdf'],
    [bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 'zip'],
    [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'ole'],
    [ascii('MZ\x90\x00'), 'executable'],
    [bytes(0x7f, 0x45, 0x4c, 0x46), 'executable'],
    [ascii('#!/bin/sh\nrm -rf /'), 'executable'],
    [ascii('  <?php system($_GET[c]); ?>'), 'markup'],
    [ascii('\uFEFF<html><script>alert(1)</script>'), 'markup'],
    [ascii('name,qty\n볼트,3\n'), 'text'],
    [bytes(1, 2, 0, 4), 'binary'],
  ])('%#: %s', (data, kind) => expect(detectContent(data)).toBe(kind));

  it('accepts only the signature an extension promises; never executables or markup', () => {
    expect(contentMatchesExtension('jpg', 'jpeg')).toBe(true);
    expect(contentMatchesExtension('JPG', 'png')).toBe(false);
    expect(contentMatchesExtension('jpg', 'executable')).toBe(false);
    expect(contentMatchesExtension('xlsx', 'zip')).toBe(true);
    expect(contentMatchesExtension('xls', 'ole')).toBe(true);
    expect(contentMatchesExtension('csv', 'text')).toBe(true);
    expect(contentMatchesExtension('csv', 'binary')).toBe(false);
    expect(contentMatchesExtension('txt', 'markup')).toBe(false);
  });
});

describe('business number kind and corporate number', () => {
  it('tells corporations from individuals by the kind code', () => {
    expect(businessNumberKind('124-81-00998')).toBe('corporate');
    expect(businessNumberKind('107-86-14075')).toBe('corporate');
    expect(businessNumberKind('124-81-00999')).toBeNull();
  });
  it('finds an individual number', () => {
    // 123-45-6789x with a computed check digit is an individual (kind 45).
    const base = '123456789';
    const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    let sum = [...base].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
    sum += Math.floor((Number(base[8]) * 5) / 10);
    const number = base + String((10 - (sum % 10)) % 10);
    expect(businessNumberKind(number)).toBe('individual');
  });
  it('checks the corporate registration number', () => {
    expect(isCorporateNumber('130111-0006246')).toBe(true);
    expect(isCorporateNumber('1301110006246')).toBe(true);
    expect(isCorporateNumber('130111-0006245')).toBe(false);
    expect(isCorporateNumber('130111-000624')).toBe(false);
  });
});

describe('edges', () => {
  it('handles names without extension and accepted lists with dots and case', () => {
    expect(fileExtension('')).toBe('');
    expect(fileExtension('a.tar.GZ')).toBe('gz');
    expect(acceptedExtensions(['.PDF', 'Png'])).toEqual(['pdf', 'png']);
    expect(acceptedExtensions()).toContain('hwp');
    expect(fileNameViolation('scan.PDF', ['.pdf'])).toBeNull();
    expect(fileNameViolation('archive.', ['pdf'])).toEqual({ code: 'PICMCM0011', params: { extension: 'archive.' } });
  });

  it('recognises more signatures and judges unknown extensions by content', () => {
    expect(detectContent(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(detectContent(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
    expect(detectContent(ascii('BM\x00\x00'))).toBe('bmp');
    expect(detectContent(bytes(0xca, 0xfe, 0xba, 0xbe))).toBe('executable');
    expect(detectContent(bytes(0xcf, 0xfa, 0xed, 0xfe))).toBe('executable');
    expect(detectContent(bytes(0x50, 0x4b, 0x05, 0x06))).toBe('zip');
    expect(detectContent(ascii('<svg onload=alert(1)>'))).toBe('markup');
    expect(detectContent(ascii('hello <?php echo 1; ?>'))).toBe('markup');
    expect(detectContent(new Uint8Array([0xef, 0xbb, 0xbf, ...ascii('a,b\n')]))).toBe('text');
    expect(detectContent(new Uint8Array())).toBe('text');
    expect(contentMatchesExtension('dat', 'binary')).toBe(true);
    expect(contentMatchesExtension('dat', 'png')).toBe(false);
    expect(contentMatchesExtension('dat', 'markup')).toBe(false);
  });

  it('applies the default limits', () => {
    const result = checkFiles([{ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 }]);
    expect(result.get(0)?.code).toBe('ACMCM0024');
  });
});
