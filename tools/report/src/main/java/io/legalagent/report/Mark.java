package io.legalagent.report;

/**
 * One drawn data mark read back from a chart's SVG: the box its shapes cover, in the SVG's pixels
 * (y grows downwards).
 *
 * @param series the series (bars, points), or {@code "marker"} / {@code "interval"}
 * @param item the category (bars, intervals), the point's index in its series, or the marker's label
 */
public record Mark(String series, String item, double x, double y, double width, double height) {
    public double centreX() {
        return x + width / 2;
    }

    public double centreY() {
        return y + height / 2;
    }

    public double right() {
        return x + width;
    }

    public double bottom() {
        return y + height;
    }
}
