import { render, screen, within } from '@testing-library/react';
import { DataTable } from './data-table';

function renderTable(caption?: string) {
  render(
    <DataTable caption={caption} columns={[{ label: 'Mes' }, { label: 'Importe', numeric: true }]}>
      <tr>
        <th scope="row">noviembre de 2026</th>
        <td className="text-right">$ 1.000</td>
      </tr>
    </DataTable>,
  );
}

describe('DataTable', () => {
  it('heads each column and right-aligns the figures', () => {
    renderTable('Facturas por mes');
    const table = screen.getByRole('table', { name: 'Facturas por mes' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Mes', 'Importe']);
    expect(headers[0]).not.toHaveClass('text-right');
    expect(headers[1]).toHaveClass('text-right');
    expect(within(table).getByRole('rowheader', { name: 'noviembre de 2026' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('has no caption unless given one', () => {
    renderTable();
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });
});
