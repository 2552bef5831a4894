package io.legalagent.documents.read;

import java.time.Duration;

/**
 * How documents are read.
 *
 * @param ocr whether pages without a usable text layer are read by Tesseract
 * @param language Tesseract's language pack (tesseract-ocr-eng gives {@code eng})
 * @param tesseractPath the folder holding the {@code tesseract} program; empty: found on the PATH
 * @param minCharsPerPage a PDF page whose text layer has fewer characters than this (spaces
 *     included, as Tika counts them) is OCR'd; 100 by measurement, see docs/documents.md
 * @param maxFileBytes larger files are refused before they are parsed
 * @param maxExpandedChars text one file may expand to; past it the file is refused as a
 *     decompression bomb
 * @param ocrTimeout how long Tesseract may spend on one page
 */
public record ReadSettings(
        boolean ocr,
        String language,
        String tesseractPath,
        int minCharsPerPage,
        long maxFileBytes,
        long maxExpandedChars,
        Duration ocrTimeout) {

    public static final int MIN_CHARS_PER_PAGE = 100;
    public static final long MAX_FILE_BYTES = 50L * 1024 * 1024;
    public static final long MAX_EXPANDED_CHARS = 100L * 1024 * 1024;

    public ReadSettings {
        language = language == null || language.isBlank() ? "eng" : language;
        tesseractPath = tesseractPath == null ? "" : tesseractPath;
        if (minCharsPerPage < 1 || minCharsPerPage > 999) {
            throw new IllegalArgumentException("minCharsPerPage must be 1..999 (Tika's limit): " + minCharsPerPage);
        }
        if (maxFileBytes < 1 || maxExpandedChars < 1) {
            throw new IllegalArgumentException("limits must be positive");
        }
        ocrTimeout = ocrTimeout == null ? Duration.ofMinutes(2) : ocrTimeout;
    }

    public static ReadSettings defaults() {
        return new ReadSettings(
                true, "eng", "", MIN_CHARS_PER_PAGE, MAX_FILE_BYTES, MAX_EXPANDED_CHARS, Duration.ofMinutes(2));
    }

    public ReadSettings withOcr(boolean on) {
        return new ReadSettings(
                on, language, tesseractPath, minCharsPerPage, maxFileBytes, maxExpandedChars, ocrTimeout);
    }

    public ReadSettings withTesseractPath(String path) {
        return new ReadSettings(ocr, language, path, minCharsPerPage, maxFileBytes, maxExpandedChars, ocrTimeout);
    }

    public ReadSettings withLimits(long fileBytes, long expandedChars) {
        return new ReadSettings(ocr, language, tesseractPath, minCharsPerPage, fileBytes, expandedChars, ocrTimeout);
    }
}
