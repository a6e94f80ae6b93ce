// Shared by the tests of CSV exports.

/** A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF records. Throws on anything else. */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') throw new Error(`bare quote at ${i}`);
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ",") {
      i++;
    } else if (text.startsWith("\r\n", i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`expected , or CRLF at ${i}`);
    }
  }
  if (record.length > 0) throw new Error("last record lacks CRLF");
  return records;
};
