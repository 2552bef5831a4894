package io.legalagent.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.Stroke;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.svg.SVGGraphics2D;

/** One look for every chart: white ground, light grid, the Okabe–Ito colours (safe for colour-blind readers). */
final class Style {
    static final int WIDTH = 720;
    static final int HEIGHT = 360;
    static final Color[] PALETTE = {
        new Color(0x0072B2), new Color(0xE69F00), new Color(0x009E73), new Color(0xCC79A7),
        new Color(0x56B4E9), new Color(0xD55E00), new Color(0xF0E442), new Color(0x000000)
    };
    static final Color INK = new Color(0x222222);
    static final Color GRID = new Color(0xDDDDDD);
    static final Color REFERENCE = new Color(0x888888);
    static final Stroke DASHED =
            new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f}, 0f);

    private Style() {}

    static void apply(JFreeChart chart) {
        var theme = (StandardChartTheme) StandardChartTheme.createJFreeTheme();
        theme.setExtraLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        theme.setLargeFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        theme.setRegularFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        theme.setSmallFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        theme.setDomainGridlinePaint(GRID);
        theme.setRangeGridlinePaint(GRID);
        theme.setAxisLabelPaint(INK);
        theme.setTickLabelPaint(INK);
        theme.setTitlePaint(INK);
        theme.setDrawingSupplier(new DefaultDrawingSupplier(
                PALETTE,
                DefaultDrawingSupplier.DEFAULT_FILL_PAINT_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_OUTLINE_PAINT_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_STROKE_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_OUTLINE_STROKE_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_SHAPE_SEQUENCE));
        theme.apply(chart);
        chart.setElementHinting(true);
        chart.getPlot().setOutlineVisible(false);
    }

    /** The chart drawn as SVG; the element id is the chart id, so several charts can share a page. */
    static Chart draw(String id, String title, JFreeChart chart) {
        var g2 = new SVGGraphics2D(WIDTH, HEIGHT);
        // A fixed prefix keeps clip-path ids unique per chart and the output the same on every run.
        g2.setDefsKeyPrefix(id + "-");
        chart.draw(g2, new Rectangle(0, 0, WIDTH, HEIGHT));
        return new Chart(id, title, g2.getSVGElement(id));
    }
}
