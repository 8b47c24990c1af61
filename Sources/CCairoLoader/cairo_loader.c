/* Cairo's declarations with hidden visibility here, so that the program does not export these
 * forwarders: librsvg and poppler, loaded later, call cairo themselves, and would otherwise call
 * them instead of libcairo's own functions. */
#define cairo_public __attribute__((visibility("hidden")))
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include "CCairoLoader.h"
#include "CLazyLibrary.h"

/* Each function this project calls: return type, name, parameters, arguments, library. */
#define CAIRO_FUNCTIONS(X) \
    X(void, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2), 0) \
    X(void, cairo_close_path, (cairo_t *cr), (cr), 0) \
    X(cairo_t *, cairo_create, (cairo_surface_t *target), (target), 0) \
    X(void, cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3), (cr, x1, y1, x2, y2, x3, y3), 0) \
    X(void, cairo_destroy, (cairo_t *cr), (cr), 0) \
    X(void, cairo_fill, (cairo_t *cr), (cr), 0) \
    X(int, cairo_format_stride_for_width, (cairo_format_t format, int width), (format, width), 0) \
    X(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr), 0) \
    X(cairo_surface_t *, cairo_get_target, (cairo_t *cr), (cr), 0) \
    X(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height), 0) \
    X(cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride), 0) \
    X(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface), 0) \
    X(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface), 0) \
    X(void, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y), 0) \
    X(void, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y), 0) \
    X(void, cairo_new_sub_path, (cairo_t *cr), (cr), 0) \
    X(void, cairo_paint, (cairo_t *cr), (cr), 0) \
    X(void, cairo_pattern_set_extend, (cairo_pattern_t *pattern, cairo_extend_t extend), (pattern, extend), 0) \
    X(void, cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter), 0) \
    X(cairo_surface_t *, cairo_pdf_surface_create, (const char *filename, double width_in_points, double height_in_points), (filename, width_in_points, height_in_points), 0) \
    X(void, cairo_pdf_surface_set_size, (cairo_surface_t *surface, double width_in_points, double height_in_points), (surface, width_in_points, height_in_points), 0) \
    X(void, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height), 0) \
    X(void, cairo_restore, (cairo_t *cr), (cr), 0) \
    X(void, cairo_save, (cairo_t *cr), (cr), 0) \
    X(void, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy), 0) \
    X(void, cairo_select_font_face, (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight), (cr, family, slant, weight), 0) \
    X(void, cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t fill_rule), (cr, fill_rule), 0) \
    X(void, cairo_set_font_size, (cairo_t *cr, double size), (cr, size), 0) \
    X(void, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap), 0) \
    X(void, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join), 0) \
    X(void, cairo_set_line_width, (cairo_t *cr, double width), (cr, width), 0) \
    X(void, cairo_set_miter_limit, (cairo_t *cr, double limit), (cr, limit), 0) \
    X(void, cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue), (cr, red, green, blue), 0) \
    X(void, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha), 0) \
    X(void, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y), 0) \
    X(void, cairo_show_page, (cairo_t *cr), (cr), 0) \
    X(void, cairo_show_text, (cairo_t *cr, const char *utf8), (cr, utf8), 0) \
    X(cairo_status_t, cairo_status, (cairo_t *cr), (cr), 0) \
    X(const char *, cairo_status_to_string, (cairo_status_t status), (status), 0) \
    X(void, cairo_stroke, (cairo_t *cr), (cr), 0) \
    X(void, cairo_stroke_extents, (cairo_t *cr, double *x1, double *y1, double *x2, double *y2), (cr, x1, y1, x2, y2), 0) \
    X(void, cairo_surface_destroy, (cairo_surface_t *surface), (surface), 0) \
    X(void, cairo_surface_finish, (cairo_surface_t *surface), (surface), 0) \
    X(void, cairo_surface_flush, (cairo_surface_t *surface), (surface), 0) \
    X(void, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface), 0) \
    X(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface), 0) \
    X(void, cairo_text_extents, (cairo_t *cr, const char *utf8, cairo_text_extents_t *extents), (cr, utf8, extents), 0) \
    X(void, cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty), 0) \

static const char *const sonames[] = { "libcairo.so.2" };

/* Each forwarder waits for the load; a process that cannot load the library ends there. */
LAZY_LOADER_REQUIRED(CAIRO_FUNCTIONS, swipe_cairo_wait)
