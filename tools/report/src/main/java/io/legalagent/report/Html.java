package io.legalagent.report;

import java.util.List;

/** The page around a report's blocks, and the escaping every text goes through. */
final class Html {
    private static final String STYLE =
            """
            body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#222;margin:2rem auto;\
            max-width:60rem;padding:0 1rem;line-height:1.45}
            h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:2rem;\
            border-bottom:1px solid #ddd;padding-bottom:.2rem}
            .lead{color:#555}figure{margin:1rem 0;overflow-x:auto}
            table{border-collapse:collapse;font-size:.85rem;margin:1rem 0;width:100%}
            th,td{border-bottom:1px solid #e4e4e4;padding:.25rem .5rem;text-align:left;vertical-align:top}
            th{background:#f4f4f4;position:sticky;top:0}td.num{text-align:right;font-variant-numeric:tabular-nums}
            """;

    private Html() {}

    static String page(String title, List<String> blocks) {
        var html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                // Nothing may be fetched or run: the report is whole in this one file.
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';")
                .append(" style-src 'unsafe-inline'\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n")
                .append("<title>")
                .append(escape(title))
                .append("</title>\n<style>")
                .append(STYLE)
                .append("</style></head>\n<body>\n<h1>")
                .append(escape(title))
                .append("</h1>\n");
        blocks.forEach(b -> html.append(b).append('\n'));
        return html.append("</body></html>\n").toString();
    }

    static String table(List<String> headers, List<List<String>> rows) {
        var html = new StringBuilder("<table><thead><tr>");
        headers.forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
        html.append("</tr></thead><tbody>\n");
        for (var row : rows) {
            html.append("<tr>");
            for (var cell : row) {
                html.append(numeric(cell) ? "<td class=\"num\">" : "<td>")
                        .append(escape(cell))
                        .append("</td>");
            }
            html.append("</tr>\n");
        }
        return html.append("</tbody></table>").toString();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    private static boolean numeric(String cell) {
        return cell.matches("[-+]?[\\d.,]+\\s*(%|ms|s|MB)?");
    }
}
