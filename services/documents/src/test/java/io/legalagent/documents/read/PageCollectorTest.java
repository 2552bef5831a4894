package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.documents.PageText;
import org.junit.jupiter.api.Test;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;

/** The collector fed SAX events as Tika's PDF and Word parsers send them. */
class PageCollectorTest {
    private static AttributesImpl cls(String value) {
        var attributes = new AttributesImpl();
        attributes.addAttribute("", "class", "class", "CDATA", value);
        return attributes;
    }

    private static void text(PageCollector collector, String text) throws SAXException {
        collector.characters(text.toCharArray(), 0, text.length());
    }

    private static void element(PageCollector collector, String name, String text) throws SAXException {
        collector.startElement("", name, name, new AttributesImpl());
        text(collector, text);
        collector.endElement("", name, name);
    }

    @Test
    void aPdfGivesOnePagePerPageDivAndTheOcrTextWhereItFoundMoreThanTheTextLayer() throws SAXException {
        var collector = new PageCollector(true, 1_000);
        collector.startElement("", "head", "head", new AttributesImpl());
        element(collector, "title", "metadata title");
        collector.endElement("", "head", "head");
        collector.startElement("", "body", "body", new AttributesImpl());
        collector.startElement("", "div", "div", cls("page"));
        element(collector, "p", "First   \npage");
        collector.startElement("", "div", "div", cls("annotation"));
        text(collector, "note");
        collector.endElement("", "div", "div");
        collector.endElement("", "div", "div");
        collector.startElement("", "div", "div", cls("page"));
        text(collector, "Case: 20-1507");
        collector.ocrBegins();
        text(collector, "Case: 20-1507\nscanned text");
        collector.endElement("", "div", "div");
        collector.startElement("", "div", "div", cls("page"));
        text(collector, "Short layer.");
        collector.ocrBegins();
        text(collector, "Short 1ayer");
        collector.endElement("", "div", "div");
        element(collector, "ul", "outline after the pages");
        collector.endElement("", "body", "body");

        assertThat(collector.pages())
                .containsExactly(
                        new PageText(1, "First\npage\n\nnote", false),
                        new PageText(2, "Case: 20-1507\nscanned text", true),
                        new PageText(3, "Short layer.", false));
    }

    @Test
    void aFormatWithoutPagesGivesOnePageZeroWithParagraphsAndHeadingsOnLinesOfTheirOwn() throws SAXException {
        var collector = new PageCollector(false, 1_000);
        collector.startElement("", "body", "body", new AttributesImpl());
        element(collector, "h1", "BACKGROUND");
        element(collector, "p", "One.");
        element(collector, "p", "");
        element(collector, "p", "Two.");
        collector.endElement("", "body", "body");

        assertThat(collector.pages()).containsExactly(new PageText(0, "BACKGROUND\n\nOne.\n\nTwo.", false));
    }

    @Test
    void textPastTheLimitStopsTheParse() throws SAXException {
        var collector = new PageCollector(false, 10);
        collector.startElement("", "body", "body", new AttributesImpl());
        text(collector, "0123456789");

        assertThatThrownBy(() -> text(collector, "!")).isInstanceOf(PageCollector.ExpansionLimit.class);
    }
}
