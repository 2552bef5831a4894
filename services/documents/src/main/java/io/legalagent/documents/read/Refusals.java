package io.legalagent.documents.read;

import java.util.Locale;
import org.apache.tika.exception.EncryptedDocumentException;
import org.apache.tika.exception.TikaException;
import org.apache.tika.exception.TikaTimeoutException;
import org.apache.tika.exception.ZeroByteFileException;

/** The reasons a file is refused, said once so that the ingest, the page and the tests agree. */
final class Refusals {
    static final String EMPTY = "empty file";
    static final String NO_TEXT = "no text found";
    static final String NO_OCR = "no text layer, OCR not available (install tesseract-ocr and tesseract-ocr-eng)";
    static final String OCR_OFF = "no text layer, and OCR is turned off";
    static final String ENCRYPTED = "encrypted (password-protected)";

    private Refusals() {}

    static String tooLarge(long size, long limit) {
        return "too large: " + size + " bytes, over the limit of " + limit;
    }

    static String notADocument(String mediaType) {
        return "not a document: " + mediaType;
    }

    static String bomb(long limit) {
        return "decompression bomb: expands past " + limit + " characters of text";
    }

    /** Why Tika could not read a file, from the exception it threw. */
    static String of(Throwable failure, String mediaType) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof EncryptedDocumentException
                    || cause.getClass().getSimpleName().equals("InvalidPasswordException")) {
                return ENCRYPTED;
            }
            if (cause instanceof PageCollector.ExpansionLimit limit) {
                return bomb(limit.limit());
            }
            if (cause instanceof ZeroByteFileException) {
                return EMPTY;
            }
            if (cause instanceof TikaTimeoutException) {
                return "took too long to read: " + cause.getMessage();
            }
            String message = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (message.contains("zip bomb") || message.contains("suspected")) {
                return "decompression bomb: " + cause.getMessage();
            }
        }
        return "corrupt or unreadable " + mediaType + ": " + rootMessage(failure);
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        if (message == null || message.isBlank()) {
            return root.getClass().getSimpleName();
        }
        return root instanceof TikaException ? message : root.getClass().getSimpleName() + ": " + message;
    }
}
