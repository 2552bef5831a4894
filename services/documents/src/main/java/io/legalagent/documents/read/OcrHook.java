package io.legalagent.documents.read;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * The parser Tika's PDF parser hands a rendered page to for OCR: it tells the collector before the
 * page's OCR text follows its text layer, so that the two can be told apart.
 */
final class OcrHook implements Parser {
    private final Parser delegate;
    private final Runnable beforeOcr;

    OcrHook(Parser delegate, Runnable beforeOcr) {
        this.delegate = delegate;
        this.beforeOcr = beforeOcr;
    }

    @Override
    public Set<MediaType> getSupportedTypes(ParseContext context) {
        return delegate.getSupportedTypes(context);
    }

    @Override
    public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context)
            throws IOException, SAXException, TikaException {
        beforeOcr.run();
        delegate.parse(stream, handler, metadata, context);
    }
}
