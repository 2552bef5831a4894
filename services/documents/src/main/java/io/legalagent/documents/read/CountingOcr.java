package io.legalagent.documents.read;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.tika.exception.TikaException;
import org.apache.tika.metadata.Metadata;
import org.apache.tika.mime.MediaType;
import org.apache.tika.parser.ParseContext;
import org.apache.tika.parser.Parser;
import org.xml.sax.ContentHandler;
import org.xml.sax.SAXException;

/**
 * The parser Tika's PDF parser hands a rendered page to for OCR, counting the pages it is given: the
 * collector marks a page as OCR'd when the count moved while the page was open.
 */
final class CountingOcr implements Parser {
    private final Parser delegate;
    private final AtomicInteger pages = new AtomicInteger();

    CountingOcr(Parser delegate) {
        this.delegate = delegate;
    }

    int pages() {
        return pages.get();
    }

    @Override
    public Set<MediaType> getSupportedTypes(ParseContext context) {
        return delegate.getSupportedTypes(context);
    }

    @Override
    public void parse(InputStream stream, ContentHandler handler, Metadata metadata, ParseContext context)
            throws IOException, SAXException, TikaException {
        pages.incrementAndGet();
        delegate.parse(stream, handler, metadata, context);
    }
}
