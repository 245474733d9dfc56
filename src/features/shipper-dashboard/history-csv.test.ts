import { csvField } from '@/lib/csv';
import { historyCsvChunks, historyCsvFileName, type HistoryCsvRow } from './history-csv';

const row: HistoryCsvRow = {
  title: 'Pallets de vino',
  origin: 'Mendoza',
  destination: 'Buenos Aires',
  transporter: 'Transportes Andinos',
  price: 2850.5,
  pickupDate: '2026-11-10',
  deliveredAt: '2026-11-14T18:30:00+00:00',
};

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['línea 1\nlínea 2', '"línea 1\nlínea 2"'],
    ['a\r\nb', '"a\r\nb"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+54 261', "'+54 261"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Ñandú, S.A.', 'Ñandú, S.A.'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

/** The file from pages of rows, as the export assembles it. */
async function csvOf(...pages: HistoryCsvRow[][]): Promise<string> {
  async function* arriving() {
    yield* pages;
  }
  let csv = '';
  for await (const chunk of historyCsvChunks(arriving())) csv += chunk;
  return csv;
}

describe('historyCsvChunks', () => {
  it('starts with a UTF-8 BOM and a header, one CRLF line per shipment, decimal commas', async () => {
    const csv = await csvOf([row, { ...row, title: 'Maquinaria; pesada', price: 1234567 }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Carga;Origen;Destino;Transportista;Precio (EUR);Fecha de retiro;Entregada',
      'Pallets de vino;Mendoza;Buenos Aires;Transportes Andinos;2850,50;2026-11-10;2026-11-14',
      '"Maquinaria; pesada";Mendoza;Buenos Aires;Transportes Andinos;1234567,00;2026-11-10;2026-11-14',
      '',
    ]);
  });

  it('keeps a field with a line break on one logical row', async () => {
    const csv = await csvOf([{ ...row, title: 'a\nb' }]);
    // Header + one row + the final empty string: the quoted break does not count as a row.
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv).toContain('"a\nb"');
  });

  it('pages arriving one after another make one file: one header, every row in order', async () => {
    const csv = await csvOf([row], [], [{ ...row, title: 'Harina', price: 10 }]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Carga;Origen;Destino;Transportista;Precio (EUR);Fecha de retiro;Entregada',
      'Pallets de vino;Mendoza;Buenos Aires;Transportes Andinos;2850,50;2026-11-10;2026-11-14',
      'Harina;Mendoza;Buenos Aires;Transportes Andinos;10,00;2026-11-10;2026-11-14',
      '',
    ]);
  });

  it('an empty history is the header alone', async () => {
    expect(await csvOf([])).toBe(
      '\uFEFFCarga;Origen;Destino;Transportista;Precio (EUR);Fecha de retiro;Entregada\r\n',
    );
  });
});

describe('historyCsvFileName', () => {
  it('is dated with the local day of the export', () => {
    expect(historyCsvFileName(new Date(2026, 0, 5, 23, 30))).toBe(
      'historial-envios-2026-01-05.csv',
    );
  });
});
