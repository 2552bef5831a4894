package io.legalagent.report;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the data marks back out of a chart's SVG: every group JFreeSVG wrote with a JSON
 * {@code jfreesvg:ref}, with the box its shapes cover. Tests check charts with it against the figures
 * they were drawn from, so that a chart that draws the wrong thing fails.
 */
public final class SvgMarks {
    private static final String JFREESVG = "http://www.jfree.org/jfreesvg/svg";
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:[eE]-?\\d+)?");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private SvgMarks() {}

    /** Every named mark, in drawing order; a bar of zero length draws nothing and has none. */
    public static List<Mark> read(String svg) {
        var marks = new ArrayList<Mark>();
        var groups = parse(svg).getElementsByTagNameNS("*", "g");
        for (int i = 0; i < groups.getLength(); i++) {
            var group = (Element) groups.item(i);
            var ref = group.getAttributeNS(JFREESVG, "ref");
            if (ref.startsWith("{")) {
                var json = JSON.readTree(ref);
                // A marker's mark is its line: the box behind its label would move it sideways.
                var box = new Box(json.has("marker") ? "line" : null);
                cover(group, box);
                if (!box.empty()) {
                    marks.add(mark(json, box));
                }
            }
        }
        return marks;
    }

    /** The marks of one series (or {@code "marker"}, {@code "interval"}). */
    public static List<Mark> read(String svg, String series) {
        return read(svg).stream().filter(m -> m.series().equals(series)).toList();
    }

    /**
     * How far, in pixels, the coordinates stray from the best straight line through (value,
     * coordinate): under a pixel means each was drawn in proportion to its value on one linear axis.
     */
    public static double linearity(List<Double> values, List<Double> coordinates) {
        if (values.size() != coordinates.size() || values.size() < 2) {
            throw new IllegalArgumentException("need two or more values, one coordinate each");
        }
        int n = values.size();
        double mx = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double my =
                coordinates.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            sxy += (values.get(i) - mx) * (coordinates.get(i) - my);
            sxx += (values.get(i) - mx) * (values.get(i) - mx);
        }
        double slope = sxx == 0 ? 0 : sxy / sxx;
        double worst = 0;
        for (int i = 0; i < n; i++) {
            double fitted = my + slope * (values.get(i) - mx);
            worst = Math.max(worst, Math.abs(coordinates.get(i) - fitted));
        }
        return worst;
    }

    private static Mark mark(JsonNode ref, Box box) {
        String series;
        String item;
        if (ref.has("rowKey")) {
            series = ref.get("rowKey").asString();
            item = ref.get("columnKey").asString();
        } else if (ref.has("seriesKey")) {
            series = ref.get("seriesKey").asString();
            item = ref.get("itemIndex").asString();
        } else if (ref.has("marker")) {
            series = "marker";
            item = ref.get("marker").asString();
        } else {
            series = "interval";
            item = ref.get("interval").asString();
        }
        return new Mark(series, item, box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY);
    }

    private static void cover(Element element, Box box) {
        switch (box.counts(element.getLocalName()) ? element.getLocalName() : "") {
            case "rect" -> {
                double x = number(element, "x");
                double y = number(element, "y");
                box.add(x, y);
                box.add(x + number(element, "width"), y + number(element, "height"));
            }
            case "line" -> {
                box.add(number(element, "x1"), number(element, "y1"));
                box.add(number(element, "x2"), number(element, "y2"));
            }
            case "circle", "ellipse" -> {
                double rx = element.hasAttribute("r") ? number(element, "r") : number(element, "rx");
                double ry = element.hasAttribute("r") ? number(element, "r") : number(element, "ry");
                box.add(number(element, "cx") - rx, number(element, "cy") - ry);
                box.add(number(element, "cx") + rx, number(element, "cy") + ry);
            }
            case "path" -> pairs(element.getAttribute("d"), box);
            case "polygon", "polyline" -> pairs(element.getAttribute("points"), box);
            default -> {}
        }
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element nested) {
                cover(nested, box);
            }
        }
    }

    /** Absolute coordinates only, as JFreeSVG writes them: every two numbers are a point. */
    private static void pairs(String coordinates, Box box) {
        var numbers = NUMBER.matcher(coordinates)
                .results()
                .map(r -> Double.parseDouble(r.group()))
                .toList();
        for (int i = 0; i + 1 < numbers.size(); i += 2) {
            box.add(numbers.get(i), numbers.get(i + 1));
        }
    }

    private static double number(Element element, String attribute) {
        return Double.parseDouble(element.getAttribute(attribute));
    }

    private static org.w3c.dom.Document parse(String svg) {
        try {
            var factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("not readable SVG: " + e.getMessage(), e);
        }
    }

    private static final class Box {
        private final String only;
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;

        /** @param only the one kind of element that counts, or null for every shape */
        Box(String only) {
            this.only = only;
        }

        boolean counts(String element) {
            return only == null || only.equals(element);
        }

        void add(double x, double y) {
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }

        boolean empty() {
            return minX > maxX;
        }
    }
}
