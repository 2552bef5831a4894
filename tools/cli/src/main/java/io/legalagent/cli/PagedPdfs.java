package io.legalagent.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Long PDFs made from real filings with poppler's {@code pdfseparate} and {@code pdfunite}: every
 * page of the folder's PDFs that has a text layer (scans would make the measurement one of OCR),
 * repeated in turn until the document has the pages asked for.
 */
final class PagedPdfs {
    /** A page with fewer characters of text than this is taken for a scan and left out. */
    static final int MIN_TEXT_CHARS = 200;

    private final Path work;
    private final List<Path> pages = new ArrayList<>();

    private PagedPdfs(Path work) {
        this.work = work;
    }

    /** Splits the folder's PDFs into single pages under {@code work}; fails when poppler is missing. */
    static PagedPdfs from(Path folder, Path work) throws IOException, InterruptedException {
        var pdfs = new PagedPdfs(work);
        List<Path> sources;
        try (Stream<Path> list = Files.list(folder)) {
            sources = list.filter(
                            file -> file.getFileName().toString().toLowerCase().endsWith(".pdf"))
                    .filter(file -> file.toFile().length() > 0)
                    .sorted()
                    .toList();
        }
        Path single = Files.createDirectories(work.resolve("pages"));
        int n = 0;
        for (Path source : sources) {
            String stem = "s" + (n++);
            if (run(
                            "pdfseparate",
                            source.toString(),
                            single.resolve(stem + "-%d.pdf").toString())
                    != 0) {
                continue; // Not a PDF poppler can read: the library refuses it too.
            }
        }
        try (Stream<Path> list = Files.list(single)) {
            for (Path page : list.sorted().toList()) {
                if (pdfs.textChars(page) >= MIN_TEXT_CHARS) {
                    pdfs.pages.add(page);
                }
            }
        }
        if (pdfs.pages.isEmpty()) {
            throw new IOException("no page with a text layer in the PDFs of " + folder);
        }
        return pdfs;
    }

    /** A PDF of {@code count} pages, named by its page count. */
    Path ofPages(int count) throws IOException, InterruptedException {
        var command = new ArrayList<String>();
        command.add("pdfunite");
        for (int i = 0; i < count; i++) {
            command.add(pages.get(i % pages.size()).toString());
        }
        Path out = work.resolve(count + "-pages.pdf");
        command.add(out.toString());
        if (run(command.toArray(String[]::new)) != 0) {
            throw new IOException("pdfunite could not make " + out);
        }
        return out;
    }

    int distinctPages() {
        return pages.size();
    }

    private int textChars(Path page) throws IOException, InterruptedException {
        Path text = Files.createTempFile(work, "page", ".txt");
        try {
            run("pdftotext", page.toString(), text.toString());
            return new String(Files.readAllBytes(text), java.nio.charset.StandardCharsets.UTF_8)
                    .strip()
                    .length();
        } finally {
            Files.deleteIfExists(text);
        }
    }

    private static int run(String... command) throws IOException, InterruptedException {
        try {
            var process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return -1;
            }
            return process.exitValue();
        } catch (IOException e) {
            throw new IOException(
                    command[0] + " is not installed (apt-get install poppler-utils): " + e.getMessage(), e);
        }
    }
}
