package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.documents.ReadOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.apache.tika.sax.BodyContentHandler;
import org.junit.jupiter.api.Test;

/**
 * The OCR rule's threshold, checked against the measurement it came from: the characters Tika counts
 * in each page's text layer of the shared filings. Prints the table docs/documents.md shows and the
 * reading speed of the text layers.
 */
class OcrRuleIT {
    private static final Set<String> SCANS = Set.of("image-pdf.pdf", "ocr_pdf_variation.pdf", "ca4_17.pdf");

    @Test
    void theThresholdParts100TheScannedPagesFromTheTextPages() throws Exception {
        int threshold = ReadSettings.defaults().minCharsPerPage();
        var table = new StringBuilder("| file | pages | characters per page (text layer) |\n|---|---|---|\n");
        List<Integer> scanned = new ArrayList<>();
        List<Integer> text = new ArrayList<>();
        for (Path pdf : pdfs()) {
            int[] chars = charsPerPage(pdf);
            String name = pdf.getFileName().toString();
            (SCANS.contains(name) ? scanned : text)
                    .addAll(Arrays.stream(chars).boxed().toList());
            table.append("| ").append(name).append(" | ").append(chars.length).append(" | ");
            table.append(String.join(
                            " ", Arrays.stream(chars).mapToObj(String::valueOf).toList()))
                    .append(" |\n");
        }
        System.out.print(table);

        assertThat(scanned).hasSize(4).allSatisfy(chars -> assertThat(chars).isLessThan(threshold));
        assertThat(text).hasSizeGreaterThan(50).allSatisfy(chars -> assertThat(chars)
                .isGreaterThanOrEqualTo(threshold));
    }

    @Test
    void textLayersAreReadAtSomePagesASecond() throws IOException {
        var reader = new TikaDocumentReader(ReadSettings.defaults().withOcr(false));
        reader.read(pdfs().get(0)); // warm up
        int pages = 0;
        long start = System.nanoTime();
        for (Path pdf : pdfs()) {
            if (reader.read(pdf) instanceof ReadOutcome.Read read) {
                pages += read.document().pages().size();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                "text layers of the shared PDFs: %d pages in %.1f s, %.1f pages/s%n", pages, seconds, pages / seconds);
        assertThat(pages).isGreaterThan(50);
    }

    private static List<Path> pdfs() throws IOException {
        try (var files = Files.list(SharedDocuments.folder())) {
            return files.filter(f -> f.toString().endsWith(".pdf"))
                    .filter(f -> f.toFile().length() > 0)
                    .sorted()
                    .toList();
        }
    }

    /** Tika's own count, the one its AUTO OCR strategy compares with the threshold. */
    private static int[] charsPerPage(Path pdf) throws Exception {
        var context = new ParseContext();
        var config = new PDFParserConfig();
        config.setOcrStrategy(PDFParserConfig.OCR_STRATEGY.NO_OCR);
        context.set(PDFParserConfig.class, config);
        var metadata = new Metadata();
        try (var in = TikaInputStream.get(pdf)) {
            new AutoDetectParser().parse(in, new BodyContentHandler(-1), metadata, context);
        }
        return Arrays.stream(metadata.getValues("pdf:charsPerPage"))
                .mapToInt(Integer::parseInt)
                .toArray();
    }
}
