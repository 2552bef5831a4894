package io.legalagent.documents.read;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** Small test files made at run time, so that no binary fixture is committed. */
final class MadeFiles {
    private MadeFiles() {}

    static Path text(Path dir, String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    /** A PDF with one page of text per argument (null: a blank page), optionally locked by a password. */
    static Path pdf(Path dir, String name, String userPassword, String... pages) throws IOException {
        try (var document = new PDDocument()) {
            for (String text : pages) {
                var page = new PDPage();
                document.addPage(page);
                if (text == null) {
                    continue;
                }
                try (var content = new PDPageContentStream(document, page)) {
                    content.beginText();
                    content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 11);
                    content.newLineAtOffset(72, 700);
                    for (String line : text.split("\n")) {
                        content.showText(line);
                        content.newLineAtOffset(0, -14);
                    }
                    content.endText();
                }
            }
            if (userPassword != null) {
                var policy = new StandardProtectionPolicy("owner-secret", userPassword, new AccessPermission());
                policy.setEncryptionKeyLength(128);
                document.protect(policy);
            }
            Path file = dir.resolve(name);
            document.save(file.toFile());
            return file;
        }
    }

    /** A .docx whose one paragraph repeats {@code text} {@code times} times. */
    static Path docx(Path dir, String name, String text, int times) throws IOException {
        Path file = dir.resolve(name);
        try (var zip = new ZipOutputStream(Files.newOutputStream(file))) {
            entry(
                    zip,
                    "[Content_Types].xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
                    <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
                    <Default Extension="xml" ContentType="application/xml"/>
                    <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
                    </Types>""");
            entry(
                    zip,
                    "_rels/.rels",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
                    <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
                    </Relationships>""");
            zip.putNextEntry(new ZipEntry("word/document.xml"));
            write(
                    zip,
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document xmlns:w="
                            + "\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body><w:p><w:r><w:t>");
            byte[] block = text.getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < times; i++) {
                zip.write(block);
            }
            write(zip, "</w:t></w:r></w:p></w:body></w:document>");
            zip.closeEntry();
        }
        return file;
    }

    private static void entry(ZipOutputStream zip, String name, String content) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        write(zip, content);
        zip.closeEntry();
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
    }
}
