/** Lists the stored form submissions of the reference API; every value is inserted as text. */
const body = document.querySelector('#submissions tbody');
const status = document.getElementById('status');

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

async function refresh() {
  status.textContent = 'Loading…';
  try {
    const response = await fetch('/api/_inspect/forms/submissions');
    const rows = await response.json();
    body.replaceChildren(
      ...rows.map((row) => {
        const tr = document.createElement('tr');
        const values = cell('');
        const pre = document.createElement('pre');
        try {
          pre.textContent = JSON.stringify(JSON.parse(row.form), null, 2);
        } catch {
          pre.textContent = row.form;
        }
        values.append(pre);
        tr.append(cell(String(row.id)), cell(row.formId), cell(new Date(row.receivedAt).toLocaleString()), values);
        return tr;
      }),
    );
    status.textContent = rows.length ? `${rows.length} submissions.` : 'No submissions yet.';
  } catch {
    status.textContent = 'Could not load the submissions.';
  }
}

document.getElementById('refresh').addEventListener('click', refresh);
void refresh();
