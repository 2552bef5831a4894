package io.legalagent.documents.read;

import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.apache.tika.detect.Detector;
import org.apache.tika.exception.TikaConfigException;
import org.apache.tika.extractor.EmbeddedDocumentExtractor;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaTypeRegistry;
import org.apache.tika.parser.AutoDetectParser;
import org.apache.tika.parser.DefaultParser;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.apache.tika.parser.ocr.TesseractOCRConfig;
import org.apache.tika.parser.ocr.TesseractOCRParser;
import org.apache.tika.parser.pdf.PDFParserConfig;
import org.xml.sax.ContentHandler;

/**
 * Tika as this reader uses it: the standard parsers, with Tesseract configured from the settings
 * (its folder, language and timeout) in place of the default one, and a parse context per file that
 * OCRs only the PDF pages whose text layer is under the threshold and reads no embedded files.
 */
final class TikaSetup {
    private final ReadSettings settings;
    private final AutoDetectParser parser;
    private final boolean ocrAvailable;

    TikaSetup(ReadSettings settings) {
        this.settings = settings;
        var tesseract = tesseract(settings);
        this.ocrAvailable = settings.ocr() && installed(tesseract);
        var standard = new DefaultParser(
                MediaTypeRegistry.getDefaultRegistry(),
                new org.apache.tika.config.ServiceLoader(),
                List.of(TesseractOCRParser.class));
        this.parser = new AutoDetectParser(standard, tesseract);
    }

    Parser parser() {
        return parser;
    }

    /** The parser for one file's OCR, telling {@code beforeOcr} when a page's OCR text begins. */
    OcrHook ocrHook(Runnable beforeOcr) {
        return new OcrHook(parser, beforeOcr);
    }

    Detector detector() {
        return parser.getDetector();
    }

    /** Tesseract was asked for and answers; without it scanned pages cannot be read. */
    boolean ocrAvailable() {
        return ocrAvailable;
    }

    ParseContext context(OcrHook ocr) {
        var context = new ParseContext();
        context.set(Parser.class, ocr);
        context.set(EmbeddedDocumentExtractor.class, new NoEmbedded());
        var pdf = new PDFParserConfig();
        pdf.setOcrStrategy(ocrAvailable ? PDFParserConfig.OCR_STRATEGY.AUTO : PDFParserConfig.OCR_STRATEGY.NO_OCR);
        // Tika OCRs a page with at most N characters, or with more than 10 % of them unmappable.
        pdf.setOcrStrategyAuto("10%, " + (settings.minCharsPerPage() - 1));
        pdf.setExtractInlineImages(false);
        context.set(PDFParserConfig.class, pdf);
        var tesseract = new TesseractOCRConfig();
        tesseract.setLanguage(settings.language());
        tesseract.setTimeoutSeconds((int) Math.max(1, settings.ocrTimeout().toSeconds()));
        tesseract.setSkipOcr(!ocrAvailable);
        context.set(TesseractOCRConfig.class, tesseract);
        return context;
    }

    private static TesseractOCRParser tesseract(ReadSettings settings) {
        var tesseract = new TesseractOCRParser();
        if (!settings.tesseractPath().isBlank()) {
            tesseract.setTesseractPath(settings.tesseractPath());
        }
        tesseract.setLanguage(settings.language());
        tesseract.setTimeout((int) Math.max(1, settings.ocrTimeout().toSeconds()));
        tesseract.setSkipOCR(!settings.ocr());
        return tesseract;
    }

    private static boolean installed(TesseractOCRParser tesseract) {
        try {
            tesseract.initialize(Map.of());
            return tesseract.hasTesseract();
        } catch (TikaConfigException e) {
            return false;
        }
    }

    /** A firm's documents are read for their own text: pictures and attachments inside them are not. */
    private static final class NoEmbedded implements EmbeddedDocumentExtractor {
        @Override
        public boolean shouldParseEmbedded(Metadata metadata) {
            return false;
        }

        @Override
        public void parseEmbedded(InputStream stream, ContentHandler handler, Metadata metadata, boolean outputHtml) {
            // never asked: shouldParseEmbedded says no
        }
    }
}
