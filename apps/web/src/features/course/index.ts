// What the course feature offers to the rest of the app; other features import only from here.
export { courseLecturesQueryOptions, getCourseLectures, useCourseLectures } from './api/get-course-lectures';
export { courseListQueryOptions, getCourseList, useCourseList, type CourseListParams } from './api/get-course-list';
