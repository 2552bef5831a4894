package io.legalagent.documents;

/**
 * The text of one page ({@code number} from 1), or of a whole document whose format has no pages
 * ({@code number} 0). {@code ocr} says the text came from OCR rather than the file's text layer.
 */
public record PageText(int number, String text, boolean ocr) {}
