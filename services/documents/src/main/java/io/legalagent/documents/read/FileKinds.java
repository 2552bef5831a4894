package io.legalagent.documents.read;

import io.legalagent.documents.FileKind;
import java.util.Map;
import org.apache.tika.mime.MediaType;

/** The kind of file a detected media type is; anything not listed is {@link FileKind#OTHER}. */
final class FileKinds {
    private static final Map<String, FileKind> KINDS = Map.ofEntries(
            Map.entry("application/pdf", FileKind.PDF),
            Map.entry("application/msword", FileKind.WORD),
            Map.entry("application/x-tika-msoffice", FileKind.WORD),
            Map.entry("application/vnd.openxmlformats-officedocument.wordprocessingml.document", FileKind.WORD),
            Map.entry("application/vnd.ms-word.document.macroenabled.12", FileKind.WORD),
            Map.entry("application/x-tika-ooxml", FileKind.WORD),
            Map.entry("application/vnd.oasis.opendocument.text", FileKind.WORD),
            Map.entry("application/vnd.wordperfect", FileKind.WORDPERFECT),
            Map.entry("application/wordperfect", FileKind.WORDPERFECT),
            Map.entry("application/rtf", FileKind.RTF),
            Map.entry("text/html", FileKind.HTML),
            Map.entry("application/xhtml+xml", FileKind.HTML),
            Map.entry("text/x-web-markdown", FileKind.MARKDOWN),
            Map.entry("text/markdown", FileKind.MARKDOWN),
            Map.entry("text/plain", FileKind.TEXT));

    private FileKinds() {}

    static FileKind of(MediaType type) {
        return KINDS.getOrDefault(type.getBaseType().toString(), FileKind.OTHER);
    }
}
