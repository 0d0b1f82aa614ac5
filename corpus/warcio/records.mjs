// Prints, for each WARC file named on the command line, one JSON line
// per record as warcio reads it: the file, the record's index, offset,
// type, WARC-Record-ID and WARC-Target-URI, and for a response,
// resource or conversion record the length and SHA-256 of its payload
// (warcio's content: the body of an HTTP response with its transfer
// and content codings removed). A file warcio stops reading gives a
// line with its error.
import { createReadStream } from "node:fs";
import { createHash } from "node:crypto";
import { WARCParser } from "warcio";

const searched = new Set(["response", "resource", "conversion"]);

for (const file of process.argv.slice(2)) {
  let index = 0;
  try {
    const parser = new WARCParser(createReadStream(file));
    for await (const record of parser) {
      const line = {
        file,
        index,
        offset: parser.offset,
        type: record.warcType ?? "",
        id: record.warcHeader("WARC-Record-ID") ?? "",
        uri: record.warcTargetURI ?? "",
      };
      if (searched.has(line.type)) {
        const payload = await record.readFully(true);
        line.length = payload.length;
        line.sha256 = createHash("sha256").update(payload).digest("hex");
      }
      console.log(JSON.stringify(line));
      index++;
    }
  } catch (err) {
    console.log(JSON.stringify({ file, index, error: String(err) }));
  }
}
