package io.legalagent.report;

import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.Range;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * An XY chart of one or more series: lines (straight or stepped, as a CDF is drawn), dots, a dashed
 * {@code y = x} reference, and labelled vertical markers. Each point's mark is named
 * {@code {"seriesKey": series, "itemIndex": i}} (points in the order added), each marker
 * {@code {"marker": label}}.
 */
public final class Lines {
    private static final double DOT = 5;
    private final String id;
    private final String title;
    private final XYSeriesCollection data = new XYSeriesCollection();
    private final XYPlot plot = new XYPlot();
    private final Set<String> dotsOnly = new HashSet<>();
    private final List<ValueMarker> markers = new ArrayList<>();
    private String xLabel = "";
    private String yLabel = "";
    private boolean stepped;
    private boolean diagonal;
    private double[] xRange;
    private double[] yRange;

    private Lines(String id, String title) {
        this.id = id;
        this.title = title;
    }

    public static Lines of(String id, String title) {
        return new Lines(id, title);
    }

    public Lines axes(String xLabel, String yLabel) {
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        return this;
    }

    public Lines point(String series, double x, double y) {
        series(series).add(x, y);
        return this;
    }

    /** Every series drawn as steps, as a cumulative distribution is. */
    public Lines stepped() {
        stepped = true;
        return this;
    }

    /** The series drawn as dots with no line between them. */
    public Lines dots(String series) {
        series(series);
        dotsOnly.add(series);
        return this;
    }

    /** A dashed {@code y = x} line across the plot: perfect calibration, or a chance ROC curve. */
    public Lines diagonal() {
        diagonal = true;
        return this;
    }

    /** A labelled vertical line at x, e.g. the moment a process was killed. */
    public Lines marker(double x, String label) {
        var marker = new ValueMarker(x, Style.PALETTE[5], Style.DASHED);
        marker.setLabel(label);
        marker.setLabelPaint(Style.INK);
        markers.add(marker);
        return this;
    }

    public Lines xRange(double lower, double upper) {
        xRange = new double[] {lower, upper};
        return this;
    }

    public Lines yRange(double lower, double upper) {
        yRange = new double[] {lower, upper};
        return this;
    }

    public Chart draw() {
        var x = new NumberAxis(xLabel);
        var y = new NumberAxis(yLabel);
        x.setAutoRangeIncludesZero(false);
        plot.setDataset(data);
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        plot.setRenderer(renderer());
        var chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, data.getSeriesCount() > 1);
        Style.apply(chart);
        if (xRange != null) {
            x.setRange(xRange[0], xRange[1]);
        } else if (!markers.isEmpty()) {
            x.setRange(spanWithMarkers());
        }
        placeMarkers(x.getRange());
        if (yRange != null) {
            y.setRange(yRange[0], yRange[1]);
        }
        if (diagonal) {
            // Across the axes' own ranges: ends far outside them are clipped in single precision, and drift.
            double low = Math.min(x.getLowerBound(), y.getLowerBound());
            double high = Math.max(x.getUpperBound(), y.getUpperBound());
            plot.addAnnotation(new XYLineAnnotation(low, low, high, high, Style.DASHED, Style.REFERENCE));
        }
        return Style.draw(id, title, chart);
    }

    /** The axis would fit the points alone: a kill after the last question must still be drawn. */
    private Range spanWithMarkers() {
        double low = data.getSeriesCount() == 0 ? Double.POSITIVE_INFINITY : data.getDomainLowerBound(false);
        double high = data.getSeriesCount() == 0 ? Double.NEGATIVE_INFINITY : data.getDomainUpperBound(false);
        for (var marker : markers) {
            low = Math.min(low, marker.getValue());
            high = Math.max(high, marker.getValue());
        }
        double margin = Math.max((high - low) * 0.04, 0.5);
        return new Range(low - margin, high + margin);
    }

    /** Labels read to the right of their line, except near the right edge, where they would be cut. */
    private void placeMarkers(Range span) {
        for (var marker : markers) {
            boolean nearRightEdge = marker.getValue() > span.getLowerBound() + span.getLength() * 0.8;
            marker.setLabelAnchor(nearRightEdge ? RectangleAnchor.TOP_LEFT : RectangleAnchor.TOP_RIGHT);
            marker.setLabelTextAnchor(nearRightEdge ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
            plot.addDomainMarker(marker);
        }
    }

    private GroupedLines renderer() {
        var renderer = new GroupedLines(stepped);
        renderer.setDefaultShapesVisible(true);
        renderer.setDefaultShape(new Ellipse2D.Double(-DOT / 2, -DOT / 2, DOT, DOT));
        renderer.setAutoPopulateSeriesShape(false);
        for (int s = 0; s < data.getSeriesCount(); s++) {
            renderer.setSeriesLinesVisible(s, !dotsOnly.contains((String) data.getSeriesKey(s)));
        }
        return renderer;
    }

    private XYSeries series(String name) {
        int index = data.getSeriesIndex(name);
        if (index >= 0) {
            return data.getSeries(index);
        }
        var series = new XYSeries(name, false, true);
        data.addSeries(series);
        return series;
    }
}
