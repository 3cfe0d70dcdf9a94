#pragma once

// Driving the editor's real window in a test, offscreen: the test's own settings and home,
// a drawing imported, dialogs and menus answered as a person would.

#include "canvas/mapcanvas.h"
#include "document/mapdocument.h"
#include "editorwindow.h"
#include "labellayout.h"
#include "mapscene.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace vinci::testing {

/** Settings, home and documents in `dir`, Qt's own dialogs: nothing of the user's touched. */
inline void isolateEditorTest(const QTemporaryDir &dir)
{
    qputenv("HOME", QFile::encodeName(dir.filePath(QStringLiteral("home"))));
    qunsetenv("XDG_CONFIG_HOME");
    QDir().mkpath(dir.filePath(QStringLiteral("home/Documents")));
    QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       dir.filePath(QStringLiteral("settings")));
}

/** tests/data/editor/drawing.svg: the small drawing most of the editor's tests import. */
inline QString drawingPath()
{
    return QStringLiteral(VINCI_TEST_DATA "/editor/drawing.svg");
}

/** A shown editor window with `drawing` imported, the import report closed. */
inline std::unique_ptr<EditorWindow> editorOn(const QString &drawing)
{
    auto window = std::make_unique<EditorWindow>();
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->importDrawing(drawing))
        return nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (widget != window.get() && widget->isVisible())
            widget->close();
    }
    return window;
}

/** Where an area's name is drawn, in the canvas viewport's coordinates. */
inline QPoint viewPointOf(const MapCanvas &canvas, const QString &id)
{
    const AreaIndex index = *canvas.document()->indexOf(id);
    return canvas.mapFromScene(canvas.mapScene()->labelLayout(index)->anchor);
}

/** The pointer moved over `widget` to `point` as the window system moves it (enter, leave). */
inline void movePointer(QWidget *widget, QPoint point)
{
    QWidget *window = widget->window();
    QTest::mouseMove(window->windowHandle(), widget->mapTo(window, point));
}

/** The action among `parent`'s children whose text (in the current language) is `text`. */
inline QAction *actionFor(QObject &parent, const QString &text)
{
    for (QAction *action : parent.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

/** The push button with this text (in the current language) in `parent`. */
inline QPushButton *buttonNamed(QWidget *parent, const QString &text)
{
    for (QPushButton *button : parent->findChildren<QPushButton *>()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

/** Language ▸ `name` ("Français"), as a person picks it, laid out again in the new language
 *  as a person sees it before the next click. */
inline void switchLanguage(QObject &window, const QString &name)
{
    QAction *language = actionFor(window, name);
    QVERIFY2(language, qPrintable(name));
    language->trigger();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

/**
 * Runs `open` (which shows a modal dialog or a menu and waits for it) and gives the first
 * widget `find` returns once it is up to `answer`; true when one came.
 */
inline bool answerModal(const std::function<void()> &open, const std::function<QWidget *()> &find,
                        const std::function<void(QWidget &)> &answer)
{
    bool came = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        QWidget *widget = find();
        if (!widget || !widget->isVisible())
            return;
        poll.stop();
        came = true;
        answer(*widget);
    });
    poll.start(20);
    open();
    return came;
}

/** Triggers `action`, which opens a file dialog, and gives the dialog to `answer`. */
inline bool answerFileDialog(QAction *action, const std::function<void(QFileDialog &)> &answer)
{
    if (!action)
        return false;
    return answerModal(
        [action] { action->trigger(); },
        [] { return qobject_cast<QFileDialog *>(QApplication::activeModalWidget()); },
        [&](QWidget &dialog) { answer(static_cast<QFileDialog &>(dialog)); });
}

/**
 * Clicks `button` on the message box open when the event loop next runs (the one a modal
 * question runs); `asked` says whether there was one, `text` gets its text.
 */
inline void answerNextMessageBox(QMessageBox::StandardButton button, bool *asked,
                                 QString *text = nullptr)
{
    QTimer::singleShot(0, [button, asked, text] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                *asked = true;
                if (text)
                    *text = box->text();
                box->button(button)->click();
                return;
            }
        }
    });
}

} // namespace vinci::testing
