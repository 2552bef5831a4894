package io.legalagent.documents.read;

import io.legalagent.documents.DocumentReader;
import io.legalagent.documents.DocumentText;
import io.legalagent.documents.FileKind;
import io.legalagent.documents.PageText;
import io.legalagent.documents.ReadOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.tika.io.TikaInputStream;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.metadata.TikaCoreProperties;
import org.apache.tika.mime.MediaType;
import org.apache.tika.sax.SecureContentHandler;
import org.xml.sax.SAXException;

/**
 * Reads PDF (page by page, scanned pages by Tesseract), Word (.doc, .docx), WordPerfect, RTF, HTML,
 * Markdown and plain text with Apache Tika. The type comes from the content; the name only refines
 * a plain-text type (Markdown). Every bad file ends in a {@link ReadOutcome.Refused} with its reason.
 * One reader may be shared by threads: each read keeps its state to itself.
 */
public final class TikaDocumentReader implements DocumentReader {
    private final ReadSettings settings;
    private final TikaSetup tika;

    public TikaDocumentReader(ReadSettings settings) {
        this.settings = settings;
        this.tika = new TikaSetup(settings);
    }

    public TikaDocumentReader() {
        this(ReadSettings.defaults());
    }

    /** Whether scanned pages can be read here (Tesseract found and OCR on). */
    public boolean ocrAvailable() {
        return tika.ocrAvailable();
    }

    @Override
    public ReadOutcome read(Path file) {
        String name = file.getFileName() == null
                ? file.toString()
                : file.getFileName().toString();
        try {
            long size = Files.size(file);
            if (size == 0) {
                return refused(name, FileKind.OTHER, Refusals.EMPTY);
            }
            MediaType type = detect(file, name); // from the first bytes only: cheap for a large file
            FileKind kind = FileKinds.of(type);
            if (size > settings.maxFileBytes()) {
                return refused(name, kind, Refusals.tooLarge(size, settings.maxFileBytes()));
            }
            if (kind == FileKind.OTHER) {
                return refused(
                        name, kind, Refusals.notADocument(type.getBaseType().toString()));
            }
            return parse(file, name, type, kind);
        } catch (IOException | RuntimeException e) {
            return refused(name, FileKind.OTHER, "cannot be read: " + e.getMessage());
        }
    }

    private MediaType detect(Path file, String name) throws IOException {
        var metadata = new Metadata();
        metadata.set(TikaCoreProperties.RESOURCE_NAME_KEY, name);
        try (var in = TikaInputStream.get(file)) {
            return tika.detector().detect(in, metadata);
        }
    }

    private ReadOutcome parse(Path file, String name, MediaType type, FileKind kind) throws IOException {
        String mediaType = type.getBaseType().toString();
        var collector = new PageCollector(kind == FileKind.PDF, settings.maxExpandedChars());
        var ocrPages = tika.ocrHook(collector::ocrBegins);
        var metadata = new Metadata();
        metadata.set(TikaCoreProperties.RESOURCE_NAME_KEY, name);
        metadata.set(Metadata.CONTENT_TYPE, type.toString());
        try (var in = TikaInputStream.get(file)) {
            var secure = new SecureContentHandler(collector, in);
            // PDFBox reads the file itself, so the stream's count of bytes read can stay 0: the ratio
            // check starts past any real document's text, the collector's limit still holds.
            secure.setOutputThreshold(Math.max(1L << 20, 20 * Files.size(file)));
            try {
                tika.parser().parse(in, secure, metadata, tika.context(ocrPages));
            } catch (SAXException e) {
                secure.throwIfCauseOf(e);
                throw e;
            }
        } catch (Exception e) {
            return refused(name, kind, Refusals.of(e, mediaType));
        }
        return outcome(file, name, kind, mediaType, metadata, collector.pages());
    }

    private ReadOutcome outcome(
            Path file, String name, FileKind kind, String mediaType, Metadata metadata, List<PageText> pages)
            throws IOException {
        boolean anyText = pages.stream().anyMatch(page -> !page.text().isBlank());
        if (kind == FileKind.PDF && !tika.ocrAvailable() && allUnderThreshold(pages)) {
            return refused(name, kind, settings.ocr() ? Refusals.NO_OCR : Refusals.OCR_OFF);
        }
        if (!anyText) {
            return refused(name, kind, Refusals.NO_TEXT);
        }
        String title = Titles.choose(metadata.get(TikaCoreProperties.TITLE), name, pages);
        var document =
                new DocumentText(FileHash.sha256(file), name, kind, mediaType, title, kind == FileKind.PDF, pages);
        return new ReadOutcome.Read(document);
    }

    /** A scan: not one page has a text layer the OCR rule would leave alone. */
    private boolean allUnderThreshold(List<PageText> pages) {
        return pages.stream().allMatch(page -> page.text().length() < settings.minCharsPerPage());
    }

    private static ReadOutcome refused(String name, FileKind kind, String reason) {
        return new ReadOutcome.Refused(name, kind, reason);
    }
}
