/** The smallest PDF a viewer opens: one empty page, its cross-reference table and trailer. */
export function minimalPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const at = body.length;
    body += object;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A document's multipart body: its kind, an optional title and the file (type as claimed). */
export function documentForm(
  file: { name: string; data: Buffer; type?: string } | null,
  fields: Record<string, string> = { kind: 'other' },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return body;
}
